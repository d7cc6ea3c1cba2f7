import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { createValidationPipe } from './validation.js';

class PageDto {
  @IsOptional() @IsInt() @Min(1) @Max(100) pageSize?: number;
}

describe('validation pipe', () => {
  const pipe = createValidationPipe();
  const run = (value: unknown) => pipe.transform(value, { type: 'body', metatype: PageDto });

  it('names the wrong type before the range', async () => {
    const error = await run({ pageSize: '500' }).catch((caught: { response: { message: string[] } }) => caught);
    expect((error as { response: { message: string[] } }).response.message[0]).toBe('pageSize must be an integer number');
  });

  it('refuses fields the contract does not know', async () => {
    await expect(run({ pageSize: 5, admin: true })).rejects.toMatchObject({ response: { message: ['property admin should not exist'] } });
  });

  it('reads a null property as absent, so services never see null where an optional field was left out (issue 17 fuzzing)', async () => {
    const dto = await run({ pageSize: null }) as PageDto;
    expect(dto).toBeInstanceOf(PageDto);
    expect('pageSize' in dto).toBe(false);
  });

  it('passes good input through as the DTO class', async () => {
    await expect(run({ pageSize: 5 })).resolves.toBeInstanceOf(PageDto);
  });
});

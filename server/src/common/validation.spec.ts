import { IsInt, IsOptional, IsString, Max, Min, type MetadataStorage } from 'class-validator';
import { createValidationPipe, memoiseRuleLookup } from './validation.js';

class PageDto {
  @IsOptional() @IsInt() @Min(1) @Max(100) pageSize?: number;
}

class NamedPageDto extends PageDto {
  @IsString() name!: string;
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

  it('a DTO keeps its parent\'s rules when its rules are looked up again (the lookup is memoised)', async () => {
    for (let time = 0; time < 2; time += 1) {
      await expect(pipe.transform({ name: 'a', pageSize: 500 }, { type: 'body', metatype: NamedPageDto })).rejects.toMatchObject({ response: { message: ['pageSize must not be greater than 100'] } });
      await expect(pipe.transform({ pageSize: 5 }, { type: 'body', metatype: NamedPageDto })).rejects.toMatchObject({ response: { message: ['name must be a string'] } });
      await expect(pipe.transform({ name: 'a', pageSize: 5 }, { type: 'body', metatype: NamedPageDto })).resolves.toBeInstanceOf(NamedPageDto);
    }
  });
});

describe('memoiseRuleLookup', () => {
  it('looks a class\'s rules up once per class and options, and answers the same list after', () => {
    const asked: unknown[][] = [];
    const storage = { getTargetValidationMetadatas: (...args: unknown[]) => { asked.push(args); return [{ propertyName: `rule ${asked.length}` }]; } };
    memoiseRuleLookup(storage as unknown as MetadataStorage);
    const lookup = (target: new () => object, groups?: string[]) => storage.getTargetValidationMetadatas(target, '', false, false, groups);
    const first = lookup(PageDto);
    expect(lookup(PageDto)).toBe(first);
    expect(lookup(NamedPageDto)).not.toBe(first);
    expect(lookup(PageDto, ['admin'])).not.toBe(first);
    expect(lookup(PageDto, ['admin'])).toBe(lookup(PageDto, ['admin']));
    expect(asked).toHaveLength(3);
  });
});

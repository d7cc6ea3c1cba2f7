import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class AutocompleteQueryDto {
  @ApiProperty({ example: 'kol saa', maxLength: 200 })
  @IsString() @MaxLength(200)
  query: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 20, default: 8 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(20)
  limit?: number;
}

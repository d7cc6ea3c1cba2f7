import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { IMAGE_MAX_SIDE } from '../../../../contracts/image/resize.js';

/** Query of GET /image/...: the resize parameters in their URL form. */
export class ImageQueryDto {
  /** Width in pixels. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(IMAGE_MAX_SIDE)
  w?: number;

  /** Height in pixels. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(IMAGE_MAX_SIDE)
  h?: number;

  /** Quality 1-100. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100)
  q?: number;

  /** Background colour, 3 or 6 hex digits without '#'. */
  @IsOptional() @Matches(/^([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: 'bg must be 3 or 6 hex digits' })
  bg?: string;
}

import { Transform } from 'class-transformer';
import { IsDivisibleBy, IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { IMAGE_QUALITY_STEP, IMAGE_SIDES } from '../../../../contracts/image/resize.js';

/**
 * A number as the shop's own URLs write it (plain decimal digits, no leading zero). Anything else
 * (1e3, 0x10, 0330, 330.0) stays a string and fails @IsInt: one size has one URL, so a cache or
 * CDN cannot be filled with aliases of it.
 */
const plainNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : value);

const SIDE_MESSAGE = (name: string) => `${name} must be one of the image sizes the shop uses: ${IMAGE_SIDES.join(', ')}`;

/** Query of GET /image/...: the resize parameters in their URL form. */
export class ImageQueryDto {
  /** Width in pixels, one of the sides the pages use (IMAGE_SIDES). */
  @IsOptional() @Transform(plainNumber) @IsInt({ message: 'w must be a whole number written in plain digits' }) @IsIn(IMAGE_SIDES, { message: SIDE_MESSAGE('w') })
  w?: number;

  /** Height in pixels, one of the sides the pages use (IMAGE_SIDES). */
  @IsOptional() @Transform(plainNumber) @IsInt({ message: 'h must be a whole number written in plain digits' }) @IsIn(IMAGE_SIDES, { message: SIDE_MESSAGE('h') })
  h?: number;

  /** Quality, a multiple of IMAGE_QUALITY_STEP up to 100. */
  @IsOptional() @Transform(plainNumber) @IsInt({ message: 'q must be a whole number written in plain digits' })
  @IsDivisibleBy(IMAGE_QUALITY_STEP, { message: `q must be a multiple of ${IMAGE_QUALITY_STEP}` }) @Min(IMAGE_QUALITY_STEP) @Max(100)
  q?: number;

  /** Background colour, 6 lower-case hex digits without '#' (one spelling per colour). */
  @IsOptional() @Matches(/^[0-9a-f]{6}$/, { message: 'bg must be 6 lower-case hex digits' })
  bg?: string;
}

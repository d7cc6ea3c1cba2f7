import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { CULTURES, type Culture } from '../../../../../contracts/enums.js';

export class LocalizedTextsQueryDto {
  @ApiProperty({ enum: CULTURES, example: 'tr' })
  @IsIn(CULTURES, { message: 'culture must be tr or en' }) culture: Culture;
}

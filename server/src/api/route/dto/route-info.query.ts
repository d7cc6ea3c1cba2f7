import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

export class RouteInfoQueryDto {
  @ApiProperty({ example: '/saat/erkek-saat-c-12', description: 'A storefront path' })
  @IsString() @MaxLength(300) @Matches(/^\/[^\s?#]*$/, { message: 'path must start with / and hold no spaces, ? or #' })
  path: string;
}

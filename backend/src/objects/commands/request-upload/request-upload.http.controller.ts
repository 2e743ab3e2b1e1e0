import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { RequestUpload } from './request-upload.command.js';
import type { RequestUploadResponse } from '../../../contracts/objects.js';

@Controller('api/objects')
@UseGuards(RequireUser)
export class RequestUploadController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  /** Nothing is created yet (the upload URL is just signed), hence 200. */
  @Post('upload')
  @HttpCode(200)
  requestUpload(@CurrentUser() user: AuthenticatedUser): Promise<RequestUploadResponse> {
    return this.commandBus.execute(new RequestUpload(user.id));
  }
}

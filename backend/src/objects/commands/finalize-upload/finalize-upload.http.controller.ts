import { Body, Controller, Inject, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { FinalizeUpload } from './finalize-upload.command.js';
import {
  finalizeUploadRequest,
  type FinalizeUploadRequest,
} from '../../../contracts/requests/finalize-upload.request.js';
import type { FinalizeUploadResponse } from '../../../contracts/objects.js';

@Controller('api/objects')
@UseGuards(RequireUser)
export class FinalizeUploadController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Put('finalize')
  finalizeUpload(
    @Body({ schema: finalizeUploadRequest }) body: FinalizeUploadRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<FinalizeUploadResponse> {
    return this.commandBus.execute(new FinalizeUpload(user.id, body.objectURL));
  }
}

import { Body, Controller, HttpCode, Inject, Param, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RawBody } from '../../../http/raw-body.js';
import { fileTooLarge, MAX_PHOTO_BYTES } from '../../domain/upload-rules.js';
import { ReceiveUpload } from './receive-upload.command.js';

@Controller('api/objects/uploads')
export class ReceiveUploadController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  /**
   * PUT {uploadURL} in disk mode: the file's bytes, any content type, at most
   * 5,242,880 of them (more is a 413 'File size must be less than 5MB').
   * Answers 200 with no body, as S3 does, so clients treat both alike.
   */
  @Put(':userId/:uploadId')
  @HttpCode(200)
  @RawBody({ maxBytes: MAX_PHOTO_BYTES, tooLarge: fileTooLarge })
  async receiveUpload(
    @Param('userId') userId: string,
    @Param('uploadId') uploadId: string,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Body() body: Buffer | undefined,
  ): Promise<void> {
    await this.commandBus.execute(
      new ReceiveUpload(
        userId,
        uploadId,
        single(expires),
        single(signature),
        body ?? Buffer.alloc(0),
      ),
    );
  }
}

/** A repeated query parameter (`?expires=1&expires=2`) is no value at all. */
function single(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

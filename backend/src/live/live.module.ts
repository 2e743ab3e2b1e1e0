import { Module } from '@nestjs/common';
import { MeetupsModule } from '../meetups/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { DiscussionModule } from '../discussion/index.js';
import { PhotosModule } from '../photos/index.js';
import { LiveAttendance } from './live-attendance.js';
import { LiveGroupAccess } from './live-group-access.js';
import { LiveSignOuts } from './live-sign-outs.js';
import { LiveGateway } from './live.gateway.js';

/** socket.io: live attendance, discussion and albums for the meetups and groups people are looking at. */
@Module({
  imports: [MeetupsModule, NotificationsModule, DiscussionModule, PhotosModule],
  providers: [LiveAttendance, LiveGroupAccess, LiveSignOuts, LiveGateway],
})
export class LiveModule {}

import { Module } from '@nestjs/common';
import { MeetupsModule } from '../meetups/meetups.module.js';
import { LiveAttendance } from './live-attendance.js';
import { LiveGateway } from './live.gateway.js';

/** socket.io: live attendance for the meetups people are looking at. */
@Module({
  imports: [MeetupsModule],
  providers: [LiveAttendance, LiveGateway],
})
export class LiveModule {}

import { Module } from '@nestjs/common';
import { MeetupsModule } from '../meetups/index.js';
import { AcceptClientInviteController } from './commands/accept-client-invite/accept-client-invite.http.controller.js';
import { AcceptClientInviteHandler } from './commands/accept-client-invite/accept-client-invite.handler.js';
import { AddClientController } from './commands/add-client/add-client.http.controller.js';
import { AddClientHandler } from './commands/add-client/add-client.handler.js';
import { ChangeClientController } from './commands/change-client/change-client.http.controller.js';
import { ChangeClientHandler } from './commands/change-client/change-client.handler.js';
import { InviteClientController } from './commands/invite-client/invite-client.http.controller.js';
import { InviteClientHandler } from './commands/invite-client/invite-client.handler.js';
import { RemoveClientController } from './commands/remove-client/remove-client.http.controller.js';
import { RemoveClientHandler } from './commands/remove-client/remove-client.handler.js';
import { SetMeetupClientsController } from './commands/set-meetup-clients/set-meetup-clients.http.controller.js';
import { SetMeetupClientsHandler } from './commands/set-meetup-clients/set-meetup-clients.handler.js';
import { ClientInviteController } from './queries/client-invite/client-invite.http.controller.js';
import {
  FindClientInviteHandler,
  GetClientInvitePreviewHandler,
  GetInviteAcceptedHandler,
} from './queries/client-invite/client-invite.query-handler.js';
import { ListClientsController } from './queries/list-clients/list-clients.http.controller.js';
import {
  GetClientHandler,
  GetMeetupClientsHandler,
  ListClientsHandler,
} from './queries/list-clients/list-clients.query-handler.js';
import { TrainerPageController } from './queries/trainer-page/trainer-page.http.controller.js';
import { GetTrainerPageHandler } from './queries/trainer-page/trainer-page.query-handler.js';
import { TrainerWebPageController } from './queries/trainer-page/trainer-web-page.http.controller.js';

/** Trainer pages, trainers' private client records, and invites that carry a record over. */
@Module({
  imports: [MeetupsModule],
  controllers: [
    TrainerPageController,
    TrainerWebPageController,
    ListClientsController,
    AddClientController,
    ChangeClientController,
    RemoveClientController,
    InviteClientController,
    ClientInviteController,
    AcceptClientInviteController,
    SetMeetupClientsController,
  ],
  providers: [
    GetTrainerPageHandler,
    ListClientsHandler,
    GetClientHandler,
    GetMeetupClientsHandler,
    FindClientInviteHandler,
    GetClientInvitePreviewHandler,
    GetInviteAcceptedHandler,
    AddClientHandler,
    ChangeClientHandler,
    RemoveClientHandler,
    InviteClientHandler,
    AcceptClientInviteHandler,
    SetMeetupClientsHandler,
  ],
})
export class TrainersModule {}

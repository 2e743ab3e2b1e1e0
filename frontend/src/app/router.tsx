import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Params, RouteObject } from 'react-router-dom';
import { FullPageLoading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ServerMarkup } from '@/lib/server-markup';
import { RouteError } from './routes/route-error';
import type { RootState } from './store';

/**
 * A route's `handle` may name the request its screen shows first: on the app's first screen
 * it starts as soon as the route's code is there, before React renders (app/app.tsx).
 */
export interface FirstScreenHandle {
  firstScreenRequest: (
    params: Params,
  ) => ThunkAction<void, RootState, unknown, UnknownAction> | null;
}

const firstScreenHandle = (module: FirstScreenHandle): FirstScreenHandle => ({
  firstScreenRequest: module.firstScreenRequest,
});

/*
 * Screens, and the signed-in frame around them, are loaded on demand so public pages ship only
 * what they show.
 * Every route of spec section 2's route table is listed here.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    // The server's first screen stays as painted while the route's code arrives.
    HydrateFallback: () => <ServerMarkup fallback={<FullPageLoading />} />,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
      },
      {
        path: paths.login.path,
        lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: paths.register.path,
        lazy: () =>
          import('@/features/auth/routes/register').then((m) => ({ Component: m.RegisterRoute })),
      },
      {
        path: paths.forgotPassword.path,
        lazy: () =>
          import('@/features/auth/routes/forgot-password').then((m) => ({
            Component: m.ForgotPasswordRoute,
          })),
      },
      {
        path: paths.resetPassword.path,
        lazy: () =>
          import('@/features/auth/routes/reset-password').then((m) => ({
            Component: m.ResetPasswordRoute,
          })),
      },
      {
        path: paths.verifyEmail.path,
        lazy: () =>
          import('@/features/auth/routes/verify-email').then((m) => ({
            Component: m.VerifyEmailRoute,
          })),
      },
      {
        path: paths.dogSetup.path,
        lazy: () =>
          import('@/features/dogs/routes/dog-setup').then((m) => ({ Component: m.DogSetupRoute })),
      },
      {
        path: paths.meetup.path,
        lazy: () =>
          import('./routes/event').then((m) => ({
            Component: m.EventRoute,
            handle: firstScreenHandle(m),
          })),
      },
      {
        path: paths.event.path,
        lazy: () =>
          import('./routes/event').then((m) => ({
            Component: m.EventRoute,
            handle: firstScreenHandle(m),
          })),
      },
      {
        path: paths.city.path,
        lazy: () =>
          import('@/features/locations/routes/city').then((m) => ({
            Component: m.CityRoute,
            handle: firstScreenHandle(m),
          })),
      },
      {
        path: paths.trainer.path,
        lazy: () =>
          import('@/features/trainers/routes/trainer').then((m) => ({ Component: m.TrainerRoute })),
      },
      {
        path: paths.clientInvite.path,
        lazy: () =>
          import('@/features/trainers/routes/client-invite').then((m) => ({
            Component: m.ClientInviteRoute,
          })),
      },
      {
        path: paths.search.path,
        lazy: () =>
          import('@/features/search/routes/search').then((m) => ({ Component: m.SearchRoute })),
      },
      {
        path: paths.invite.path,
        lazy: () =>
          import('@/features/groups/routes/invite').then((m) => ({ Component: m.InviteRoute })),
      },
      {
        path: paths.groups.path,
        lazy: () =>
          import('@/features/groups/routes/browse-groups').then((m) => ({
            Component: m.BrowseGroupsRoute,
          })),
      },
      {
        lazy: () => import('./protected-layout').then((m) => ({ Component: m.ProtectedLayout })),
        children: [
          {
            path: paths.dashboard.path,
            lazy: () => import('./routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
          },
          {
            path: paths.findGroups.path,
            lazy: () =>
              import('@/features/groups/routes/find-groups').then((m) => ({
                Component: m.FindGroupsRoute,
              })),
          },
          {
            path: paths.createGroup.path,
            lazy: () =>
              import('@/features/groups/routes/create-group').then((m) => ({
                Component: m.CreateGroupRoute,
              })),
          },
          {
            path: paths.group.path,
            lazy: () =>
              import('./routes/group-detail').then((m) => ({ Component: m.GroupDetailRoute })),
          },
          {
            path: paths.manageGroup.path,
            lazy: () =>
              import('@/features/groups/routes/manage-group').then((m) => ({
                Component: m.ManageGroupRoute,
              })),
          },
          {
            path: paths.groupPhotos.path,
            lazy: () =>
              import('@/features/photos/routes/group-photos').then((m) => ({
                Component: m.GroupPhotosRoute,
              })),
          },
          {
            path: paths.myDogs.path,
            lazy: () =>
              import('@/features/dogs/routes/my-dogs').then((m) => ({ Component: m.MyDogsRoute })),
          },
          {
            path: paths.profile.path,
            lazy: () =>
              import('@/features/profile/routes/profile').then((m) => ({
                Component: m.ProfileRoute,
              })),
          },
          {
            path: paths.notifications.path,
            lazy: () =>
              import('@/features/notifications/routes/notifications').then((m) => ({
                Component: m.NotificationsRoute,
              })),
          },
          {
            path: paths.trainerClients.path,
            lazy: () =>
              import('@/features/trainers/routes/trainer-clients').then((m) => ({
                Component: m.TrainerClientsRoute,
              })),
          },
          {
            path: paths.admin.path,
            lazy: () =>
              import('@/features/admin/routes/admin').then((m) => ({ Component: m.AdminRoute })),
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];

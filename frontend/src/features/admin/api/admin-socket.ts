import { io } from 'socket.io-client';
import { getToken } from '@/lib/auth-token';

/** The part of socket.io's client socket the admin page uses; also the test seam. */
export interface AdminSocket {
  readonly connected: boolean;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
}

type AdminSocketFactory = (auth: { token?: string }) => AdminSocket;

/*
 * Its own socket rather than the shared live one (lib/socket.ts): the admin
 * watch lives only while the admin page is open. The token travels in the
 * handshake's `auth`, never in the query string.
 */
const openSocketIo: AdminSocketFactory = (auth) => io({ path: '/socket.io', auth });

let factory: AdminSocketFactory = openSocketIo;

export function openAdminSocket(): AdminSocket {
  const token = getToken();
  return factory(token ? { token } : {});
}

/** Test seam: `null` restores the real socket.io client. */
export function setAdminSocketFactory(next: AdminSocketFactory | null): void {
  factory = next ?? openSocketIo;
}

import { createServer } from 'node:http';
import { Server } from 'socket.io';

/**
 * The baseline of the live benchmark: a bare socket.io server whose clients
 * join one room, and a POST that answers, then broadcasts its body to the room.
 */
const http = createServer((request, response) => {
  if (request.method !== 'POST') {
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}', () => {
      io.to('room').emit('update', JSON.parse(Buffer.concat(chunks).toString()));
    });
  });
});
const io = new Server(http, { path: '/socket.io', serveClient: false });
io.on('connection', (socket) => {
  socket.on('join', (_body: unknown, ack: (answer: { ok: boolean }) => void) => {
    void socket.join('room');
    ack({ ok: true });
  });
});
http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  console.log(
    `raw socket.io on http://localhost:${typeof address === 'object' && address ? address.port : 0}`,
  );
});

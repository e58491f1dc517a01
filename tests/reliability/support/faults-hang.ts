import http from 'node:http';
import net from 'node:net';

/**
 * Services that take the connection and never answer: an HTTP server (an OpenAI-compatible API,
 * Stripe's) that reads each request and holds it, and a TCP server that never says a word (an SMTP
 * server that sends no greeting). `received` counts what reached them (retries included).
 */
export async function startHangingServers() {
  const held: http.ServerResponse[] = [];
  const sockets = new Set<net.Socket>();
  let httpRequests = 0;
  let smtpConnections = 0;
  const web = http.createServer((request, response) => {
    httpRequests++;
    request.resume();
    held.push(response);
  });
  const smtp = net.createServer((socket) => {
    smtpConnections++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const webPort = (web.address() as net.AddressInfo).port;
  const smtpPort = (smtp.address() as net.AddressInfo).port;
  return {
    httpUrl: `http://127.0.0.1:${webPort}`,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    received: () => ({ http: httpRequests, smtp: smtpConnections }),
    close: async () => {
      for (const response of held) response.destroy();
      for (const socket of sockets) socket.destroy();
      web.closeAllConnections();
      await new Promise<void>((resolve) => web.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

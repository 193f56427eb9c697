// A small HTTP/1.1 client for load generation: node:http over keep-alive sockets (undici is not
// installed here, and Node 20's fetch took ten times the CPU per request in a loopback test), JSON in and out.
import http from 'node:http';

export class LoadClient {
  /**
   * @param {number} port on 127.0.0.1
   * @param {{ connections: number, tokenHeader: string }} options at most this many sockets,
   *   kept open between requests; requests beyond them wait in the agent's queue
   */
  constructor(port, { connections, tokenHeader }) {
    this.port = port;
    this.tokenHeader = tokenHeader;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  }

  /** Resolves with { status, json } (json undefined when the body is not JSON); rejects on a network error. */
  request(method, path, token, body) {
    return new Promise((resolve, reject) => {
      const headers = { [this.tokenHeader]: `Bearer ${token}` };
      let payload;
      if (body !== undefined) {
        payload = JSON.stringify(body);
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      const request = http.request(
        { agent: this.agent, host: '127.0.0.1', port: this.port, method, path, headers },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => {
            let json;
            try {
              json = text ? JSON.parse(text) : undefined;
            } catch {
              json = undefined;
            }
            resolve({ status: response.statusCode, json, text });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

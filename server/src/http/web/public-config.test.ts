import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { clientEndpoints, crossOriginApiOrigins, publicConfigOf } from './public-config.ts';

describe('client endpoints', () => {
  it('default to the page origin for the APIs and to PUBLIC_URL for the sockets', () => {
    expect(clientEndpoints(loadConfig({ PUBLIC_URL: 'https://vela.example' }))).toEqual({
      fastApiUrls: { spot: '', futures: '/futuresapi' },
      websocketUrls: { spot: 'wss://vela.example/ws/spot', futures: 'wss://vela.example/ws/futures' },
    });
    expect(clientEndpoints(loadConfig({ PORT: '3000' })).websocketUrls).toEqual({
      spot: 'ws://localhost:3000/ws/spot',
      futures: 'ws://localhost:3000/ws/futures',
    });
  });

  it('are the configured URLs when set, and reach the browser in the public config', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://vela.example',
      SPOT_API_URL: 'https://spotapi.vela.example',
      FUTURES_API_URL: 'https://futuresapi.vela.example/futuresapi',
      SPOT_WS_URL: 'wss://stream.vela.example/ws/spot',
      FUTURES_WS_URL: 'wss://stream.vela.example/ws/futures',
    });
    const endpoints = {
      fastApiUrls: { spot: 'https://spotapi.vela.example', futures: 'https://futuresapi.vela.example/futuresapi' },
      websocketUrls: { spot: 'wss://stream.vela.example/ws/spot', futures: 'wss://stream.vela.example/ws/futures' },
    };
    expect(clientEndpoints(config)).toEqual(endpoints);
    expect(publicConfigOf(config)).toMatchObject({ publicUrl: 'https://vela.example', ...endpoints });
  });

  it('name the API origins other than the page origin, each once', () => {
    expect(crossOriginApiOrigins(loadConfig({ PUBLIC_URL: 'https://vela.example' }))).toEqual([]);
    expect(
      crossOriginApiOrigins(
        loadConfig({ PUBLIC_URL: 'https://vela.example', FUTURES_API_URL: 'https://vela.example/futuresapi' }),
      ),
    ).toEqual([]);
    expect(
      crossOriginApiOrigins(
        loadConfig({
          PUBLIC_URL: 'https://vela.example',
          SPOT_API_URL: 'https://api.vela.example/spot',
          FUTURES_API_URL: 'https://api.vela.example/futuresapi',
        }),
      ),
    ).toEqual(['https://api.vela.example']);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { TEST_GOOGLE_CLIENT_ID } from './app.js';

export interface FakeGoogle {
  jwksUrl: string;
  /** Signs an ID token like Google's; claims override the defaults (valid, verified, for our client). */
  idToken(claims?: JWTPayload, options?: { signWithStrangerKey?: boolean; alg?: string }): Promise<string>;
  close(): Promise<void>;
}

/** A locally generated RSA key set served over loopback HTTP, standing in for Google's JWKS endpoint. */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    async idToken(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        iss: 'https://accounts.google.com',
        aud: TEST_GOOGLE_CLIENT_ID,
        sub: '109876543210987654321',
        email: 'sam.google@example.com',
        email_verified: true,
        name: 'Sam Google',
        picture: 'https://lh3.googleusercontent.com/a/photo.jpg',
        iat: now,
        exp: now + 3600,
        ...claims,
      })
        .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: 'test-key-1' })
        .sign(options.signWithStrangerKey ? stranger.privateKey : privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

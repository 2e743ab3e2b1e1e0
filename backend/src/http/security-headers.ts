import helmet, { type HelmetOptions } from 'helmet';

/** Run helmet once against a stand-in response and keep the headers it sets. */
function headersFrom(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The security headers of pages and files (the web app, photos): helmet's
 * full set, computed once. Our headers are the same for every response (no
 * per-request CSP nonces), and asking helmet per request (as @fastify/helmet
 * does) re-parses the policy every time: that cost a fifth of a small JSON
 * response's throughput.
 */
export function securityHeaders(): Record<string, string> {
  return headersFrom({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        // 'self' covers the site's own ws:// and wss:// (CSP Level 3): the live channel, and no other host.
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Embedded mode serves plain http on localhost; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
  });
}

/**
 * The security headers of API responses (JSON, never rendered as a page):
 * the list OWASP's REST Security Cheat Sheet gives for every API response.
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY` stop a response from
 * being framed, `nosniff` from being read as anything but its content type;
 * HSTS is added over https (see `byTransport`). The cheat sheet files
 * `default-src`, `Referrer-Policy` and the cross-origin policies under
 * headers for HTML: a JSON body loads nothing and links nowhere, and browsers
 * already refuse `nosniff` JSON to cross-origin no-cors reads. Its
 * `Cache-Control: no-store` is left to each route: no API response carries a
 * validator (ETag, Last-Modified), so none is cached by heuristics, and the
 * routes that may be cached say so. Leaving the HTML headers out saves 92
 * bytes on every API response: the empty route's went from 417 to 325
 * (docs/performance.md).
 */
export function apiSecurityHeaders(): Record<string, string> {
  return headersFrom({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/** Header names and values, in the order they are set. */
export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * A set of security headers as sent over https and over plain http. HSTS
 * tells a browser to use https from then on; RFC 6797 (section 7.2) forbids
 * sending it over plain http, where browsers ignore it anyway, and embedded
 * mode serves plain http on localhost. Requests over https, directly or
 * behind a TLS proxy with TRUST_PROXY, get it.

 */
export function byTransport(headers: Record<string, string>): {
  https: HeaderList;
  http: HeaderList;
} {
  const https = Object.entries(headers);
  return { https, http: https.filter(([name]) => name !== 'strict-transport-security') };
}

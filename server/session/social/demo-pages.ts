// The demo providers' sign-in page (issue 39): plain server-rendered HTML, no script, every value escaped, so it
// stands under the site's content security policy (its inline style is one the policy allows).
import type { SocialProvider } from '../../../contract/rules/social.ts';
import { DEMO_IDENTITIES, DEMO_PROVIDER_NAMES } from './demo-identities.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d2330;display:flex;justify-content:center;padding:48px 16px}' +
  'main{background:#fff;border-radius:12px;padding:24px 28px;max-width:380px;width:100%;box-shadow:0 2px 12px #0002}' +
  'h1{font-size:1.3rem;margin:0 0 4px}p{margin:0 0 16px;color:#4a5263}form{margin:0 0 10px}' +
  'button{width:100%;padding:12px;border-radius:8px;border:1px solid #c9ced8;background:#fff;font-size:1rem;text-align:left;cursor:pointer}' +
  'button small{display:block;color:#4a5263}.cancel{text-align:center;background:#eef0f4}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** Choose who to be, or cancel (the provider then answers access_denied). */
export function signInPage(provider: SocialProvider, action: string): string {
  const name = DEMO_PROVIDER_NAMES[provider];
  const people = DEMO_IDENTITIES[provider]
    .map(
      (i) =>
        `<form method="post" action="${escapeHtml(action)}/login"><input type="hidden" name="sub" value="${escapeHtml(i.sub)}"><button type="submit">${escapeHtml(i.name)}<small>${escapeHtml(i.email)}</small></button></form>`,
    )
    .join('');
  return page(
    `Sign in with ${name}`,
    `<h1>Sign in with ${escapeHtml(name)}</h1><p>A demo provider: choose who to be.</p>${people}<form method="post" action="${escapeHtml(action)}/abort"><button type="submit" class="cancel">Cancel</button></form>`,
  );
}

export function errorPage(message: string): string {
  return page('Sign-in error', `<h1>Sign-in error</h1><p>${escapeHtml(message)}</p>`);
}

// What a walk reaches besides the page (SiteWorld): the run's demo server, its operator commands, the captcha's
// answers, and its API called with the site's own client, so a sealed call is sealed as the page seals it.
import type { Page } from '@playwright/test';
import { ofetch } from 'ofetch';
import { createApi } from '../../src/api/http.ts';
import type { SiteWorld } from '../../src/machines/shared/site-map.ts';
import { captchaWatcher } from '../e2e/captcha-answers.ts';

export function siteWorld(page: Page, site: Pick<SiteWorld, 'url' | 'ops'>): SiteWorld {
  const fetcher = ofetch.create({ baseURL: site.url });
  return {
    url: site.url,
    ops: site.ops,
    captchaAnswer: captchaWatcher(page, site.url),
    call: (token, name, body) =>
      createApi({ merchant: 'playstate', getToken: () => token, getLanguage: () => 'EN', onUnauthorized: () => undefined }, fetcher).call(name, { body }),
  };
}

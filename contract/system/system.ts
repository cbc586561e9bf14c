// Shapes of the system API, shared by the server (validation, OpenAPI) and the client (types).
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { LANGUAGES } from '../rules/languages.ts';

import type { WhitelabelNode } from '../rules/whitelabel.ts';

export type { WhitelabelNode };

import type { FieldRule } from '../rules/field-rules.ts';

export type { FieldRule };

export type RegisterFieldRules = Record<string, FieldRule>;

/** A module of the whitelabel tree (docs/architecture.md §4): the site flattens it to flags. */
export const whitelabelNode: z.ZodType<WhitelabelNode> = z
  .object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    get childrenNodes() {
      return z.array(whitelabelNode);
    },
  })
  // A named component in the OpenAPI document, which the tree's recursion refers to.
  .meta({ id: 'WhitelabelNode' });

export const fieldRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  acceptedPattern: z.string(),
  patternId: z.string(),
}) satisfies z.ZodType<FieldRule>;

/** docs/product.md §3 registration field rules, by field name. */
export const registerFieldRules = z.record(z.string(), fieldRule);

export const resource = z.object({ resourceType: z.string(), url: z.string(), labelNameEn: z.string() });
export type Resource = z.infer<typeof resource>;

export const customerServiceEntry = z.object({ csType: z.string(), title: z.string(), url: z.string() });
export type CustomerServiceEntry = z.infer<typeof customerServiceEntry>;

/** Where each part of the site lives (e.g. agent: /agent). */
export const domainRoutes = z.record(z.string(), z.string());

/** 0 normal, 1 maintenance, 2 region restricted (docs/product.md §4). */
export const systemStatusCode = z.literal([0, 1, 2]);
export type SystemStatusCode = z.infer<typeof systemStatusCode>;

export const merchantInfo = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  defaultLanguage: z.string(),
  supportLanguages: z.array(z.string()),
});
export type MerchantInfo = z.infer<typeof merchantInfo>;

export const permissionInfo = z.object({
  whitelabel: z.array(whitelabelNode),
  register: registerFieldRules,
  resources: z.array(resource),
  customerService: z.array(customerServiceEntry),
  domainRoute: domainRoutes,
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  /**
   * The platform's time zone (server config TIME_ZONE_OFFSET_MINUTES), in minutes east of UTC: members' days,
   * listed times and the agent clock are in this zone, whatever the browser's zone is.
   */
  timeZoneOffsetMinutes: z.number().int(),
  merchant: merchantInfo,
  /**
   * True on a demo server (server config DEMO_MODE, on unless set to 0): the site then offers its developer tools,
   * such as the flow viewer at /flows. Absent means no.
   */
  demoMode: z.boolean().optional(),
});
export type PermissionInfo = z.infer<typeof permissionInfo>;

export const systemStatusValue = z.object({
  status: systemStatusCode,
  info: permissionInfo,
  location: z.object({ ip: z.string() }),
  maintenance: z.object({ enabled: z.boolean(), endTime: z.string().nullable() }),
  regionRestriction: z.object({ restricted: z.boolean(), ip: z.string() }),
});
export type SystemStatusValue = z.infer<typeof systemStatusValue>;

export const helpSection = z.object({ tag: z.string(), title: z.string(), content: z.string() });
export type HelpSection = z.infer<typeof helpSection>;

export const languageCode = z.enum(Object.keys(LANGUAGES) as [keyof typeof LANGUAGES, ...(keyof typeof LANGUAGES)[]]);

export const helpCenterQuery = z.strictObject({
  lang: languageCode.optional(),
  device: z.enum(['WEB']).optional(),
});

export const languageUpdateBody = z.strictObject({ language: languageCode });

const tag = 'system';

export const systemCalls = {
  systemStatus: {
    tag,
    summary: 'Permission response: whitelabel, register rules, resources, status',
    description: 'The page carries the same answer in its boot-status block.',
    value: systemStatusValue,
  },
  whitelabel: { tag, summary: 'Whitelabel module tree', value: z.array(whitelabelNode) },
  registerSettings: { tag, summary: 'Registration field rules', value: registerFieldRules },
  domainRoute: { tag, summary: 'Domain routes', value: domainRoutes },
  helpCenter: { tag, summary: 'Help-centre sections', query: helpCenterQuery, value: z.array(helpSection) },
} as const satisfies CallTable;

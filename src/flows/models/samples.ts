// Answers the fake API gives in the machine models and tests: system status payloads (normal, maintenance, region
// block) and member infos by member type. Shapes come from the shared contract so a contract change breaks these first.
import type { PermissionInfo, SystemStatusCode, SystemStatusValue } from '../../../contract/system/system.ts';
import type { MemberInfo } from '../../../contract/account/member.ts';

const permissions: PermissionInfo = {
  whitelabel: [
    { modId: 'register', enabled: '1', childrenNodes: [{ modId: 'smsRegister', enabled: '0', childrenNodes: [] }] },
    { modId: 'favourites', enabled: '1', childrenNodes: [] },
  ],
  register: {},
  resources: [],
  customerService: [],
  domainRoute: {},
  mainDomain: 'demo.test',
  analytics: { gtagId: '' },
  imageCDNs: [],
  launchGameCDNs: [],
  timeZoneOffsetMinutes: 480,
  merchant: { code: 'demo', name: 'Demo', currency: 'USD', currencySymbol: '$', defaultLanguage: 'en', supportLanguages: ['en'] },
};

function statusOf(status: SystemStatusCode, extra: Partial<SystemStatusValue> = {}): SystemStatusValue {
  return {
    status,
    info: permissions,
    location: { ip: '203.0.113.7' },
    maintenance: { enabled: false, endTime: null },
    regionRestriction: { restricted: false, ip: '203.0.113.7' },
    ...extra,
  };
}

export const normalStatus = statusOf(0);
export const maintenanceStatus = statusOf(1, { maintenance: { enabled: true, endTime: '2030-01-01T02:00:00Z' } });
export const regionRestrictedStatus = statusOf(2, { regionRestriction: { restricted: true, ip: '198.51.100.23' } });

/** A member of the given platform type code (docs/product.md §6: 1, 2, 41, 42 agents; 4 trial; others players). */
export function memberOfType(type: number): MemberInfo {
  return {
    id: 1000 + type,
    account: `player${type}`,
    nickname: `Player ${type}`,
    type,
    language: 'en',
    vipLevel: 1,
    vipLabelName: 'VIP1',
    hasVip: true,
    vipRankLevel: 1,
    availablePromoCount: 0,
    unreadMessage: 0,
    firstTimeLogin: false,
    currencySymbol: '$',
    iconUrl: '/art/avatar/1.svg',
  };
}

import type {
  ApiKey,
  AuditEntry,
  Campaign,
  CampaignDraft,
  CampaignPreview,
  CreatedKey,
  DailyReport,
  GuestDetail,
  Programme,
  SampleOrder,
  SessionInfo,
  Venue,
} from '../../../shared/api/admin-console';
import { apiBase, consoleRequest, getJson, postJson, programmePath, putJson } from './console-client';

/** Every call the console makes, typed by shared/api/admin-console.ts. */

export const session = {
  current: (signal?: AbortSignal) => getJson<SessionInfo>('/session', signal),
  signIn: (email: string, password: string) => postJson<SessionInfo>('/session', { email, password }),
  signOut: () => consoleRequest<void>('DELETE', '/session'),
  setPassword: (token: string, password: string) => postJson<void>('/password-link', { token, password }),
};

export interface NewVenue {
  readonly posObjectId: string;
  readonly name: string;
}

export const venues = {
  list: (p: string, signal?: AbortSignal) =>
    getJson<{ venues: Venue[] }>(programmePath(p, '/venues'), signal).then((r) => r.venues),
  create: (p: string, venue: NewVenue) => postJson<Venue>(programmePath(p, '/venues'), venue),
  rename: (p: string, posObjectId: string, name: string) =>
    consoleRequest<Venue>('PATCH', programmePath(p, `/venues/${encodeURIComponent(posObjectId)}`), { name }),
};

export interface NewKey {
  readonly label: string;
  readonly kind: 'b2b' | 'site';
  readonly venues?: readonly string[];
  readonly siteDomain?: string;
  readonly allowedAddresses?: readonly string[];
  readonly password?: string;
}

const keyPath = (p: string, id: number, action: string) => programmePath(p, `/keys/${id}/${action}`);

export const keys = {
  list: (p: string, signal?: AbortSignal) =>
    getJson<{ keys: ApiKey[] }>(programmePath(p, '/keys'), signal).then((r) => r.keys),
  create: (p: string, key: NewKey) => postJson<CreatedKey>(programmePath(p, '/keys'), key),
  revoke: (p: string, id: number) => postJson<ApiKey>(keyPath(p, id, 'revoke'), {}),
  setPassword: (p: string, id: number, password: string | null) =>
    putJson<ApiKey>(keyPath(p, id, 'password'), { password }),
  setAddresses: (p: string, id: number, allowedAddresses: string[] | null) =>
    putJson<ApiKey>(keyPath(p, id, 'addresses'), { allowedAddresses }),
};

export const programme = {
  get: (p: string, signal?: AbortSignal) => getJson<Programme>(programmePath(p, '/programme'), signal),
  save: (p: string, value: Programme) => putJson<Programme>(programmePath(p, '/programme'), value),
};

const campaignPath = (p: string, id: string, action = '') =>
  programmePath(p, `/campaigns/${encodeURIComponent(id)}${action}`);

export const campaigns = {
  list: (p: string, signal?: AbortSignal) =>
    getJson<{ campaigns: Campaign[] }>(programmePath(p, '/campaigns'), signal).then((r) => r.campaigns),
  create: (p: string, draft: CampaignDraft) => postJson<Campaign>(programmePath(p, '/campaigns'), draft),
  update: (p: string, id: string, draft: CampaignDraft) => putJson<Campaign>(campaignPath(p, id), draft),
  pause: (p: string, id: string) => postJson<Campaign>(campaignPath(p, id, '/pause'), {}),
  resume: (p: string, id: string) => postJson<Campaign>(campaignPath(p, id, '/resume'), {}),
  preview: (p: string, campaign: CampaignDraft, order: SampleOrder) =>
    postJson<CampaignPreview>(programmePath(p, '/campaigns/preview'), { campaign, order }),
};

const guestPath = (p: string, id: number, action: string) => programmePath(p, `/guests/${id}${action}`);

export const guests = {
  find: (p: string, by: 'phone' | 'card', value: string, signal?: AbortSignal) =>
    getJson<GuestDetail>(programmePath(p, `/guests?${new URLSearchParams({ [by]: value }).toString()}`), signal),
  addCard: (p: string, id: number, number: string) => postJson<GuestDetail>(guestPath(p, id, '/cards'), { number }),
  blockCard: (p: string, id: number, number: string, blocked: boolean) =>
    postJson<GuestDetail>(guestPath(p, id, `/cards/${encodeURIComponent(number)}/block`), { blocked }),
  block: (p: string, id: number, blocked: boolean, reason: string) =>
    postJson<GuestDetail>(guestPath(p, id, '/block'), { blocked, reason }),
  correct: (p: string, id: number, amountMinor: number, reason: string) =>
    postJson<GuestDetail>(guestPath(p, id, '/corrections'), { amountMinor, reason }),
};

export interface ReportQuery {
  readonly from: string;
  readonly to: string;
  readonly venue?: string | undefined;
}

/** The browser's time zone: the report's days run from midnight to midnight where the administrator is. */
const timeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const reportSearch = (query: ReportQuery, extra: Record<string, string> = {}): string =>
  new URLSearchParams({
    from: query.from,
    to: query.to,
    ...(query.venue ? { venue: query.venue } : {}),
    tz: timeZone(),
    ...extra,
  }).toString();

export const reports = {
  daily: (p: string, query: ReportQuery, signal?: AbortSignal) =>
    getJson<DailyReport>(programmePath(p, `/reports/daily?${reportSearch(query)}`), signal),
  /** The CSV's address, for a plain download link (the session cookie goes with it). */
  csvUrl: (p: string, query: ReportQuery, lang: string) =>
    `${apiBase}${programmePath(p, `/reports/daily.csv?${reportSearch(query, { lang })}`)}`,
};

export const audit = {
  page: (p: string, before: number | undefined, take: number, signal?: AbortSignal) =>
    getJson<{ entries: AuditEntry[] }>(
      programmePath(
        p,
        `/audit?${new URLSearchParams({ take: String(take), ...(before ? { before: String(before) } : {}) }).toString()}`,
      ),
      signal,
    ).then((r) => r.entries),
};

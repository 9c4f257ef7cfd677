import type { BridgeStatus } from '../../../shared/api/status';
import { getPublicJson } from './http-client';

export const fetchBridgeStatus = (signal?: AbortSignal): Promise<BridgeStatus> =>
  getPublicJson<BridgeStatus>('/api/status', signal);

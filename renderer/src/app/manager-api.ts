import type { ManagerPinChange, ManagerStatus, ManagerUnlocked } from '../../../shared/api/manager-pin';
import { getJson, postJson, putJson } from '../api/http-client';

export const fetchManagerStatus = (): Promise<ManagerStatus> => getJson<ManagerStatus>('/api/manager/status');
export const unlockManager = (pin: string): Promise<ManagerUnlocked> =>
  postJson<ManagerUnlocked>('/api/manager/unlock', { pin });
export const lockManager = (): Promise<void> => postJson<void>('/api/manager/lock', {});
export const reportManagerActivity = (): Promise<void> => postJson<void>('/api/manager/activity', {});
export const changeManagerPin = (change: ManagerPinChange): Promise<ManagerStatus> =>
  putJson<ManagerStatus>('/api/manager/pin', change);

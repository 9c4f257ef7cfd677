import type { StationList, StationView } from '../../../shared/api/stations';
import { getJson, putJson } from '../api/http-client';

/** The stations the bridge has seen (`GET /api/stations`). */
export const fetchStationList = (signal?: AbortSignal) =>
  getJson<StationList>('/api/stations', signal).then((list) => list.stations);

/** Names a station; an empty name clears it (`PUT /api/stations/:station`). */
export const saveStationName = (station: string, name: string) =>
  putJson<StationView>(`/api/stations/${encodeURIComponent(station)}`, { name: name.trim() === '' ? null : name });

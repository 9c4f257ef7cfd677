/** A station the bridge has seen (`GET /api/stations`). */
export interface StationView {
  /** Its `SrcID/@cashguid`, as the station driver sends it. */
  readonly station: string;
  /** Its place in the order the stations first paid, from 1 ("Station N" when it has no name and no code). */
  readonly number: number;
  /** `SrcID/@fullcode`, the POS's own code of the station, the latest seen. */
  readonly fullcode: string | null;
  /** The name given in the settings, e.g. "Bar 1"; null until named. */
  readonly name: string | null;
  /** What the window, journal, reports and slips show for it: the name, else the code, else "Station N". */
  readonly label: string;
  readonly firstSeenAt: string;
}

export interface StationList {
  readonly stations: readonly StationView[];
}

/** Longest station name. */
export const maxStationName = 40;

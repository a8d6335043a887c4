import {
  type ConnectionHints,
  DATA_SAVING_STORAGE_KEY,
  type DataSavingMode,
  parseDataSavingMode,
  savesData,
} from "@trilha/contracts/rules/data-saving";
import { useSyncExternalStore } from "react";
import { readStorage, writeFollowedSetting } from "./local-storage.ts";

/** The Network Information API, where the browser has it (Chromium's, Android's WebView); not in TypeScript's DOM. */
interface NetworkInformation extends ConnectionHints, EventTarget {}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

export function readDataSavingMode(): DataSavingMode {
  return parseDataSavingMode(readStorage(DATA_SAVING_STORAGE_KEY));
}

/** Remembers the person's choice; every page part that saves data follows it at once, in every tab. */
export function saveDataSavingMode(mode: DataSavingMode): void {
  writeFollowedSetting(DATA_SAVING_STORAGE_KEY, mode);
}

/** Whether to save data now: the stored choice, or on "automatic" `saveData` and a 2G/3G connection. */
export function isSavingData(): boolean {
  const current = connection();
  return savesData(
    readDataSavingMode(),
    current && { saveData: current.saveData, effectiveType: current.effectiveType },
  );
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === DATA_SAVING_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  const current = connection();
  current?.addEventListener("change", onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    current?.removeEventListener("change", onChange);
  };
}

/** Whether to save data; follows the connection (a phone leaving Wi-Fi) and the setting as they change. */
export function useDataSaving(): boolean {
  return useSyncExternalStore(subscribe, isSavingData);
}

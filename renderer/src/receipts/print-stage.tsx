import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { PrintResult } from '../../../shared/desktop/ipc-contract';
import { desktopApi } from '../desktop/desktop-api';
import type { PrinterDocument } from '../../../shared/api/printer-document';
import type { SlipWidth } from './printer-document';
import { ReceiptView } from './receipt-view';

interface Staged {
  readonly documents: readonly PrinterDocument[];
  readonly width: SlipWidth;
}

/** What printing did: a printer printed (or refused, saying why), or a browser only showed its print dialog. */
export type ReceiptPrintResult = PrintResult | { readonly ok: true; readonly inDialog: true };

export interface ReceiptPrinter {
  /** Electron: silently to `printerName` (or the default printer); browser: the print dialog. */
  print(documents: readonly PrinterDocument[], width: SlipWidth, printerName?: string): Promise<ReceiptPrintResult>;
  /** The print dialog in both shells: its "Save as PDF" destination (Microsoft Print to PDF on Windows) writes the file. */
  saveAsPdf(documents: readonly PrinterDocument[], width: SlipWidth): void;
}

const PrintContext = createContext<ReceiptPrinter | undefined>(undefined);

/**
 * Holds the receipt being printed in `#print-stage`, a sibling of the app: print CSS (print.css) hides the app and shows
 * only the stage, so a printout or PDF carries the receipt paper alone.
 */
export function PrintStageProvider({ children }: { readonly children: ReactNode }) {
  const [staged, setStaged] = useState<Staged | undefined>();
  const printer = useMemo<ReceiptPrinter>(() => {
    const stage = (documents: readonly PrinterDocument[], width: SlipWidth): void => {
      flushSync(() => setStaged({ documents, width }));
    };
    return {
      async print(documents, width, printerName) {
        stage(documents, width);
        const desktop = desktopApi();
        if (desktop) return desktop.print({ margins: 'none', ...(printerName ? { printerName } : {}) });
        window.print();
        return { ok: true, inDialog: true };
      },
      saveAsPdf(documents, width) {
        stage(documents, width);
        window.print();
      },
    };
  }, []);
  return (
    <PrintContext value={printer}>
      {children}
      {staged &&
        createPortal(
          <div id="print-stage" data-testid="print-stage">
            <ReceiptView documents={staged.documents} width={staged.width} />
          </div>,
          document.body,
        )}
    </PrintContext>
  );
}

export function useReceiptPrinter(): ReceiptPrinter {
  const printer = use(PrintContext);
  if (!printer) throw new Error('useReceiptPrinter needs a PrintStageProvider');
  return printer;
}

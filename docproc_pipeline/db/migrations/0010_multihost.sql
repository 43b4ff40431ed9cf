-- 0010 multi-host: which worker host processed each document, and how many of its pages need
-- OCR (so the landing sensor can spread OCR-heavy arrivals over several runs, hence hosts).
-- processed_on is set when a run claims the document (DOCPROC_WORKER_NAME, else the host name),
-- so a document re-claimed after its host died names the host that finished it.
-- ocr_pages is NULL until the sensor estimated it (only when processing.max_ocr_pages_per_run
-- is set): pages without a text layer for a PDF, frames for an image, 0 for anything else.
ALTER TABLE documents
    ADD COLUMN processed_on text,
    ADD COLUMN ocr_pages integer CHECK (ocr_pages >= 0);

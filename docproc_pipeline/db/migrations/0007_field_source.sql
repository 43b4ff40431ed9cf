-- 0007 field source: where each extracted field's value came from, so a reviewer (and an analyst)
-- can tell a value read from the text layer from one read by OCR, by the model (the cascade asks
-- it for the fields the offline engine was unsure of), from an e-invoice's XML or its print, or
-- typed by a person. NULL for rows written before this migration. Values match
-- docproc_pipeline.invoice.FIELD_SOURCES.
ALTER TABLE extracted_fields
    ADD COLUMN source text CHECK (source IN ('text', 'ocr', 'gemini', 'xml', 'print', 'human'));

-- 0008 field box: where on the page each extracted value was read, so the reviewer's screen can
-- highlight it beside the field: {"page": n (1-based), "x0", "y0", "x1", "y1"} as fractions (0..1)
-- of the page's width and height, origin top left. Written by the offline engine; NULL for values
-- from the model or an e-invoice's XML, for list rows, and for rows written before this migration.
-- A correction keeps the box: it still shows where the value it replaced was printed.
ALTER TABLE extracted_fields ADD COLUMN box jsonb;

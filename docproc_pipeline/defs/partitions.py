import dagster as dg

# One partition per document; keys are ours (see ingest.landing.new_document_id), added only by
# the landing sensor so that the keys of one tick are contiguous (a range = one run).
documents_partitions = dg.DynamicPartitionsDefinition(name="documents")

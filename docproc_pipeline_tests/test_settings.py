"""Configuration: the shipped file parses; a wrong key or value fails at start, naming it."""

from __future__ import annotations

from pathlib import Path

import pytest

from docproc_pipeline.errors import ConfigError
from docproc_pipeline.settings import ModuleConfig, load_module_config, parse_module_config

REPO = Path(__file__).resolve().parents[1]


def test_shipped_config_parses_and_matches_the_code_defaults_where_it_should() -> None:
    config = load_module_config(REPO / "configs" / "extraction_module_schema.yaml")
    defaults = ModuleConfig()
    assert config.processing == defaults.processing
    assert config.validation == defaults.validation
    assert config.review == defaults.review
    assert config.fields["invoice_number"].required


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("processing:\n  max_atempts: 3\n", "processing.max_atempts"),
        ("processing:\n  max_attempts: many\n", "processing.max_attempts"),
        ("processing:\n  engine: magic\n", "processing.engine"),
        ("validation:\n  rules: [line_amount, sum_of_everything]\n", "validation.rules"),
        ("fields:\n  total: {requird: true}\n", "fields.total.requird"),
        ("fields:\n  total: {min_confidence: 2}\n", "fields.total.min_confidence"),
        ("unknown_section: {}\n", "unknown_section"),
        ("review:\n  sla_hours: -1\n", "review.sla_hours"),
    ],
)
def test_a_wrong_key_fails_naming_it(text: str, named: str) -> None:
    with pytest.raises(ConfigError) as err:
        parse_module_config(text, "test.yaml")
    assert named in str(err.value)
    assert "test.yaml" in str(err.value)


@pytest.mark.parametrize(
    "text", ["processing: [1, 2\n", "- a list\n", "processing: {engine: offline"]
)
def test_malformed_yaml_fails_clearly(text: str) -> None:
    with pytest.raises(ConfigError) as err:
        parse_module_config(text, "bad.yaml")
    assert "bad.yaml" in str(err.value)


def test_missing_file_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read configuration"):
        load_module_config(tmp_path / "nope.yaml")

# SPDX-License-Identifier: GPL-3.0-or-later
"""Converters from shared/reference/layouts/ to Islewright scenario files (tools/convert-layouts.py)."""

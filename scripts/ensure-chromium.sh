#!/usr/bin/env bash
# Browser tests use Debian's chromium: ensure-browsers.sh installs it when missing.
exec bash "$(dirname "$0")/ensure-browsers.sh" chromium

#!/usr/bin/env bash
# Browser tests use Debian's engines, never a downloaded binary: chromium everywhere (the full
# browser for the story check, its headless shell for the journeys), and for the cross-engine
# journeys firefox-esr (WebDriver BiDi) and webkit2gtk-driver (WebKitWebDriver and its
# MiniBrowser) under xvfb. Installs only what is missing (CI and fresh machines run as root).
# Usage: ensure-browsers.sh [chromium] [firefox] [webkit]   (no argument: all three)
set -euo pipefail
# Checks run side by side may each ask for a browser: one installs, the others wait and find it.
exec 9>"${TMPDIR:-/tmp}/endless-ensure-browsers.lock"
flock 9
wanted=("$@")
if [ ${#wanted[@]} -eq 0 ]; then wanted=(chromium firefox webkit); fi
packages=()
for engine in "${wanted[@]}"; do
  case "$engine" in
    chromium)
      [ -x /usr/bin/chromium ] || packages+=(chromium)
      [ -x /usr/bin/chromium-headless-shell ] || packages+=(chromium-headless-shell)
      ;;
    firefox) [ -x /usr/bin/firefox-esr ] || packages+=(firefox-esr) ;;
    webkit)
      [ -x /usr/bin/WebKitWebDriver ] || packages+=(webkit2gtk-driver)
      command -v Xvfb >/dev/null || packages+=(xvfb)
      ;;
    *) echo "ensure-browsers: unknown engine $engine" >&2; exit 2 ;;
  esac
done
if [ ${#packages[@]} -eq 0 ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
echo "ensure-browsers: installing ${packages[*]} from Debian"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null

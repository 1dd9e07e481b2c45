#!/usr/bin/env bash
# Headless Chromium and its chromedriver from Debian's packages, for the chat page's browser test (WebUiBrowserTest).
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
echo "installing chromium and chromium-driver (Debian packages) for the browser test" >&2
$SUDO apt-get update -q >&2
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends chromium chromium-driver >&2

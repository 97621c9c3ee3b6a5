#!/usr/bin/env bash
# A private dev server for one person or helper: its own build folder, database and uploads.
# Usage: scripts/dev-sandbox.sh NAME PORT   (then open http://localhost:PORT)
set -euo pipefail
name=${1:?name}; port=${2:?port}
export NEXT_DIST_DIR=".next-$name" DATA_DIR=".e2e-$name/data" UPLOADS_DIR=".e2e-$name/uploads"
# A password of your choosing, or a random one printed below.
export ADMIN_PASSWORD="${ADMIN_PASSWORD:-$(head -c 12 /dev/urandom | base64 | tr -d '/+=')}"
echo "Sandbox admin: admin@$name.test / $ADMIN_PASSWORD"
export SITE_URL="http://localhost:$port" ADMIN_EMAIL="admin@$name.test" NEXT_TELEMETRY_DISABLED=1
node_modules/.bin/tsx --conditions=react-server scripts/prepare.ts
exec node_modules/.bin/next dev -p "$port" -H localhost

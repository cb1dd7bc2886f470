#!/usr/bin/env bash
# Issue 16: the errors answered before the API (http.c: 403, 404 of a file, 405 on a file, 413,
# 414) follow ?lang=pt as the API's own do; without it they stay English.
# Usage: http-lang.sh PATH/TO/tabula
source "$(dirname "$0")/common.bash"
start_server

head -c 70000 /dev/zero | tr '\0' ' ' >"$tmp/big.json"
big() { code=$(curl -s -o "$tmp/body" -w '%{http_code}' -X POST -H 'Content-Type: application/json' \
    --data-binary "@$tmp/big.json" "$base/api/sessions$1"); }
big "?lang=pt"
check "413 in Portuguese" status_is 413
check "  as JSON" error_reply
check "  the Portuguese text" has '.error == "corpo do pedido com mais de 64 KiB"'
big ""
check "413 in English without lang" has '.error == "request body over 64 KiB"'

long=$(head -c 9000 /dev/zero | tr '\0' a)
check "414 in Portuguese" is GET "/api/games?lang=pt&x=$long" "" 414
check "  the Portuguese text" has '.error == "endereço do pedido com mais de 8 KiB"'

code=$(curl -s -o "$tmp/body" -w '%{http_code}' -H 'Host: elsewhere.example' "$base/api/games?lang=pt")
check "403 (foreign Host) in Portuguese" status_is 403
check "  the Portuguese text" has '.error | startswith("os pedidos têm de indicar")'

check "a missing file: 404 in Portuguese" is GET "/js/nosuch.js?lang=pt" "" 404
check "  the Portuguese text" has '.error == "o ficheiro não existe"'
check "a POST to a file: 405 in Portuguese" is POST "/index.html?lang=pt" '{}' 405
check "  the Portuguese text" has '.error == "nos ficheiros só se permitem GET e HEAD"'
check "and in English without lang" is POST "/index.html" '{}' 405
check "  the English text" has '.error == "only GET and HEAD are allowed for files"'

check "the server stops cleanly" stop_server
check "no sanitizer report" server_clean
finish

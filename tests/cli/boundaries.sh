#!/usr/bin/env bash
# issue 10: the server, the players and the generic commands know no family. No family header
# is included from src/server, src/ai or src/cli, no family id is written there as a string,
# no variant's family is compared and no class pointer either; they ask for services and
# traits (tabula/family.h). The binary argument is not used: this reads the sources.
set -u
root="$(cd "$(dirname "$0")/../.." && pwd)"
failures=0
generic=("$root/src/server" "$root/src/ai" "$root/src/cli")

fail() {
    echo "$1"
    failures=$((failures + 1))
}

hits=$(grep -rn '#include "games/' "${generic[@]}")
[ -z "$hits" ] || fail "a family header is included by generic code:"$'\n'"$hits"

hits=$(grep -rnE -- 'str(n?case)?cmp\([^;]*family|family *[!=]=|[!=]= *[a-z_>.-]*family\b' "${generic[@]}")
[ -z "$hits" ] || fail "generic code compares a family (the catalogue may only show it):"$'\n'"$hits"

hits=$(grep -rnE 'cls *[!=]= *&|== *&tb_[a-z_]*_class|&tb_[a-z_]*_class' "${generic[@]}")
[ -z "$hits" ] || fail "generic code compares class pointers:"$'\n'"$hits"

for family in "$root"/src/games/*/family.c; do
    id=$(sed -n 's/^ *\.id = "\([^"]*\)",.*/\1/p' "$family")
    [ -n "$id" ] || fail "$family: no .id found"
    hits=$(grep -rn "\"$id\"" "${generic[@]}")
    [ -z "$hits" ] || fail "generic code names the family '$id':"$'\n'"$hits"
done

hits=$(grep -rnE '\btb_comb_|\bcs_[a-z]|\bchess_[a-z]|\bgo_board' "${generic[@]}")
[ -z "$hits" ] || fail "generic code calls a family's functions:"$'\n'"$hits"

exit $((failures > 0))

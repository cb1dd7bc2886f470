# Sourced by the self-play fitters' scripts (bench/losing_tune.sh, bench/draughts_tune.sh):
#   build_tool NAME                 builds the library in Release into build-bench and
#                                   bench/NAME.c against it, as build-bench/NAME
#   selfplay_chunks NAME DIR CHUNKS GAMES NODES FIRST JOBS
#                                   runs `build-bench/NAME gen GAMES NODES SEED FILE` for the
#                                   seeds FIRST .. FIRST + CHUNKS - 1 (JOBS at a time, one core
#                                   each; a file already there is reused) and leaves the files'
#                                   names in the array `files`
build_tool() {
    cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DTABULA_TESTS=OFF >/dev/null
    cmake --build build-bench -j2 --target tabula_lib >/dev/null
    cc -O2 -std=gnu11 -Wall -Wextra -Iinclude -Isrc "bench/$1.c" build-bench/libtabula_lib.a \
        -lm -lpthread -o "build-bench/$1"
}

selfplay_chunks() {
    local name=$1 dir=$2 chunks=$3 games=$4 nodes=$5 first=$6 jobs=$7 s f
    mkdir -p "$dir"
    files=()
    for s in $(seq "$first" $((first + chunks - 1))); do
        f="$dir/data_${nodes}_$s.bin"
        [[ -s $f ]] || {
            while (($(jobs -r | wc -l) >= jobs)); do wait -n; done
            { rm -f "$f.part" && "build-bench/$name" gen "$games" "$nodes" "$s" "$f.part" &&
                mv "$f.part" "$f"; } &
        }
        files+=("$f")
    done
    wait
}

"""How tests/data/dutch-2025-byes was made: random tournaments generated and paired round by
round by an endorsed engine (bbpPairings v6.0.0, `--dutch -g CONFIG -o FILE -s SEED`), over the
whole range of rates that engine's generator accepts (HalfPointByeRate >= 1, ForfeitRate >= 1,
RetiredRate >= 2), with many requested byes, small fields over many rounds, and one file in
three scored 2-1-0. Each file's seed and settings go to INDEX.tsv; the same command with the
same seed remakes the file byte for byte.

Usage: python3 scripts/make_dutch_golden.py BBPPAIRINGS OUTDIR [MASTER_SEED]"""
import os, random, subprocess, sys, tempfile


def plans(rng):
    """(players, rounds, draws %, forfeit rate, retired rate, half-point-bye rate) per file."""
    out = []
    for hpb in (1, 2, 3):  # most players ask for byes: C.04.3 5.2.5 with absent players
        for _ in range(12):
            n = rng.choice([rng.randint(7, 30), rng.randint(31, 120), rng.randint(121, 300)])
            out.append((n, rng.randint(5, 11), rng.randint(0, 60), rng.randint(10, 80), rng.randint(20, 150), hpb))
    for _ in range(24):  # small fields over many rounds: byes and colour limits bite
        n = rng.randint(7, 11)
        out.append((n, rng.randint(max(3, n - 5), n - 1), rng.randint(0, 60), rng.randint(5, 60),
                    rng.randint(10, 100), rng.choice([1, 2, 3, 5, 8, 20])))
    for _ in range(20):  # forfeits and retirements at the generator's extremes
        out.append((rng.randint(7, 300), rng.randint(5, 11), rng.randint(0, 60), rng.choice([1, 1.5, 2, 3, 4]),
                    rng.choice([2, 2.5, 3, 4, 6]), rng.choice([1, 3, 10, 40])))
    for _ in range(20):  # the middle of every range
        out.append((rng.randint(7, 300), rng.randint(4, 11), rng.randint(0, 100), rng.uniform(5, 100),
                    rng.uniform(6, 200), rng.uniform(4, 200)))
    return out


def rate(x):
    return f"{x:g}" if isinstance(x, int) or float(x).is_integer() else f"{x:.2f}"


def main(engine, outdir, master=2611):
    rng = random.Random(master)
    os.makedirs(outdir, exist_ok=True)
    index, i = [], 0
    for (n, rounds, draws, forfeit, retired, hpb) in plans(rng):
        i += 1
        two_one = i % 3 == 0
        # The generator gives up when a round has no legal pairing (a small field over many
        # rounds): another seed, then one round fewer.
        for attempt in range(40):
            seed = rng.randint(1, 999999)
            if attempt and attempt % 8 == 0:
                rounds -= 1
            name = f"byes-{i:03d}.trf"
            config = (f"PlayersNumber={n}\nRoundsNumber={rounds}\nDrawPercentage={draws}\n"
                      f"ForfeitRate={rate(forfeit)}\nRetiredRate={rate(retired)}\nHalfPointByeRate={rate(hpb)}\n")
            if two_one:
                config += "PointsForWin=2\nPointsForDraw=1\n"
            with tempfile.NamedTemporaryFile("w", suffix=".cfg", delete=False) as f:
                f.write(config)
            p = subprocess.run([engine, "--dutch", "-g", f.name, "-o", os.path.join(outdir, name), "-s", str(seed)],
                               capture_output=True, text=True, timeout=600)
            os.unlink(f.name)
            if p.returncode == 0:
                break
        else:
            sys.exit(f"{name}: the engine generated no tournament: {p.stdout.strip()} {p.stderr.strip()}")
        index.append(f"{name}\tseed={seed}\tplayers={n}\trounds={rounds}\tdraws={draws}%\tforfeit=1/{rate(forfeit)}"
                     f"\tretired=1/{rate(retired)}\thpb=1/{rate(hpb)}\tscoring={'2-1-0' if two_one else '1-0.5-0'}")
    with open(os.path.join(outdir, "INDEX.tsv"), "w") as f:
        f.write("\n".join(index) + "\n")
    print(f"{len(index)} files in {outdir}")


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 2611)

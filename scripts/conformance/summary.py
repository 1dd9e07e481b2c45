"""Per-file summary of llama.cpp's server tests run against two servers (scripts/llama-server-tests.sh --both):
reads the JUnit XML files pytest wrote for each, prints tests / passed on llama-server / passed on mlxcel-server and
the tests that pass only on llama-server, and writes the same as CSV."""
import csv
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def outcomes(xml_file: Path) -> dict[str, str]:
    result = {}
    if not xml_file.exists():
        return result
    for case in ET.parse(xml_file).getroot().iter("testcase"):
        name = case.get("name")
        if case.find("skipped") is not None:
            result[name] = "skipped"
        elif case.find("failure") is not None or case.find("error") is not None:
            result[name] = "failed"
        else:
            result[name] = "passed"
    return result


def main(out_dir: str, csv_path: str) -> int:
    out = Path(out_dir)
    files = sorted({p.stem for p in (out / "llama").glob("*.xml")} | {p.stem for p in (out / "mlxcel").glob("*.xml")})
    rows, only_llama, only_mlxcel = [], [], []
    totals = [0, 0, 0]
    print(f"{'file':34} {'tests':>5} {'llama-server':>12} {'mlxcel':>7}")
    for f in files:
        llama, ours = outcomes(out / "llama" / f"{f}.xml"), outcomes(out / "mlxcel" / f"{f}.xml")
        names = sorted(set(llama) | set(ours))
        ran = [n for n in names if llama.get(n) != "skipped" or ours.get(n) != "skipped"]
        lp = sum(llama.get(n) == "passed" for n in ran)
        mp = sum(ours.get(n) == "passed" for n in ran)
        print(f"{f:34} {len(ran):5d} {lp:12d} {mp:7d}")
        rows.append([f, len(ran), lp, mp])
        totals = [totals[0] + len(ran), totals[1] + lp, totals[2] + mp]
        only_llama += [f"{f}::{n}" for n in ran if llama.get(n) == "passed" and ours.get(n) != "passed"]
        only_mlxcel += [f"{f}::{n}" for n in ran if ours.get(n) == "passed" and llama.get(n) != "passed"]
    print(f"{'total':34} {totals[0]:5d} {totals[1]:12d} {totals[2]:7d}")
    rows.append(["total", *totals])
    with open(csv_path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["file", "tests", "passed_llama_server", "passed_mlxcel"])
        w.writerows(rows)
    print(f"\npassed on llama-server only ({len(only_llama)}):")
    for n in only_llama:
        print("  " + n)
    print(f"\npassed on mlxcel-server only ({len(only_mlxcel)}):")
    for n in only_mlxcel:
        print("  " + n)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

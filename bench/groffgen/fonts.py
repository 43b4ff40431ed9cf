"""Build a groff devpdf font directory from the URW base-35 Type 1 fonts (full Latin Extended-A).

groff 1.22.4 ships devpdf metrics generated from Adobe's AFM files, which only cover Latin-1, and
marks most fonts as "do not embed".  We regenerate the metrics with groff's own `afmtodit` from the
URW AFM files in fonts-urw-base35 and list the .t1 files in `download` so gropdf embeds them.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess

URW = "/usr/share/fonts/type1/urw-base35"
SYS = "/usr/share/groff/current/font/devpdf"

# groff font name -> URW font file stem
FONTS = {
    "HR": "NimbusSans-Regular",
    "HB": "NimbusSans-Bold",
    "HI": "NimbusSans-Italic",
    "HBI": "NimbusSans-BoldItalic",
    "TR": "NimbusRoman-Regular",
    "TB": "NimbusRoman-Bold",
    "TI": "NimbusRoman-Italic",
    "TBI": "NimbusRoman-BoldItalic",
    "CR": "NimbusMonoPS-Regular",
    "CB": "NimbusMonoPS-Bold",
    "CI": "NimbusMonoPS-Italic",
    "CBI": "NimbusMonoPS-BoldItalic",
    "PR": "P052-Roman",
    "PB": "P052-Bold",
    "PI": "P052-Italic",
    "PBI": "P052-BoldItalic",
    "NR": "C059-Roman",
    "NB": "C059-Bold",
    "NI": "C059-Italic",
    "NBI": "C059-BdIta",
    "AR": "URWGothic-Book",
    "AB": "URWGothic-Demi",
    "AI": "URWGothic-BookOblique",
    "ABI": "URWGothic-DemiOblique",
    "BMR": "URWBookman-Light",
    "BMB": "URWBookman-Demi",
    "BMI": "URWBookman-LightItalic",
    "BMBI": "URWBookman-DemiItalic",
    "HNR": "NimbusSansNarrow-Regular",
    "HNB": "NimbusSansNarrow-Bold",
    "HNI": "NimbusSansNarrow-Oblique",
    "HNBI": "NimbusSansNarrow-BoldOblique",
}
# family letter(s) for .fam, human name
FAMILIES = {
    "H": "Nimbus Sans",
    "T": "Nimbus Roman",
    "C": "Nimbus Mono PS",
    "P": "P052",
    "N": "C059",
    "A": "URW Gothic",
    "BM": "URW Bookman",
    "HN": "Nimbus Sans Narrow",
}


def font_dir() -> str:
    """Return a -F directory (containing devpdf/) with embedded URW fonts; built once and cached."""
    key = hashlib.md5(repr(sorted(FONTS.items())).encode()).hexdigest()[:10]
    root = f"/tmp/groffgen-fonts-{key}"
    dev = os.path.join(root, "devpdf")
    if os.path.exists(os.path.join(dev, ".complete")):
        return root
    tmp = root + f".tmp{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    d = os.path.join(tmp, "devpdf")
    os.makedirs(d)
    shutil.copy(os.path.join(SYS, "DESC"), d)
    shutil.copytree(os.path.join(SYS, "enc"), os.path.join(d, "enc"))
    shutil.copytree(os.path.join(SYS, "map"), os.path.join(d, "map"))
    lines = []
    for gname, stem in FONTS.items():
        subprocess.run(
            [
                "afmtodit",
                "-e",
                "enc/text.enc",
                os.path.join(URW, stem + ".afm"),
                "map/textmap",
                gname,
            ],
            cwd=d,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        lines.append(f"\t{stem}\t{os.path.join(URW, stem + '.t1')}")
    with open(os.path.join(d, "download"), "w") as f:
        f.write("# foundry\tps name\tpsfile\n" + "\n".join(lines) + "\n")
    open(os.path.join(d, ".complete"), "w").close()
    try:
        os.rename(tmp, root)
    except OSError:  # built concurrently
        shutil.rmtree(tmp, ignore_errors=True)
    return root

#!/usr/bin/env python3
"""Counts in how many apps of a sample each type of docs/uikit-types.txt is named, and rewrites the file's
count and "common" columns and its header.

Usage: scripts/count-uikit-type-usage.py GIT_DIR...   (bare or normal git directories of open-source iOS apps)

For each app, the Swift files at HEAD that contain an `import UIKit` line are read, line comments are dropped,
and every capitalised dotted name (`UIButton.Configuration`, `UIFont.Weight`) and each of its prefixes is
collected once per app. A listed type counts for an app when its exact name occurs there. A type is "common"
when at least a quarter of the sampled apps name it. Names an app only implies (`.normal` for
`UIControl.State.normal`, a type inferred from context) are not counted, so the figures are lower bounds.
"""
import os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TYPES = os.path.join(ROOT, 'docs', 'uikit-types.txt')
NAME = re.compile(r'\b[A-Z][A-Za-z0-9_]*(?:\.[A-Z][A-Za-z0-9_]*)*')
IMPORT = r'^\s*(@testable |@preconcurrency )?import UIKit'


def git(gitdir, *args):
    return subprocess.run(['git', '--git-dir', gitdir, *args], capture_output=True, text=True,
                          errors='replace').stdout


def names_in_app(gitdir):
    files = [f for f in git(gitdir, 'grep', '-l', '-E', IMPORT, 'HEAD', '--', '*.swift').split('\n') if f]
    names = set()
    for f in files:
        text = re.sub(r'//[^\n]*', '', git(gitdir, 'show', f))
        for match in NAME.findall(text):
            parts = match.split('.')
            for i in range(1, len(parts) + 1):
                names.add('.'.join(parts[:i]))
    return names, len(files)


def main(gitdirs):
    rows = [l.rstrip('\n').split('\t') for l in open(TYPES) if l.strip() and not l.startswith('#')]
    apps = []
    for gitdir in gitdirs:
        names, count = names_in_app(gitdir)
        label = os.path.basename(os.path.dirname(gitdir.rstrip('/'))) if gitdir.rstrip('/').endswith('repo') \
            else os.path.basename(gitdir.rstrip('/'))
        apps.append((label.replace('+', '/'), git(gitdir, 'rev-parse', 'HEAD').strip(), count, names))
    threshold = (len(apps) + 3) // 4  # a quarter, rounded up
    header = [
        "# UIKit's public types (and the Foundation, Core Graphics and Core Animation types that app code names",
        "# through `import UIKit`), one a line: name, group, apps naming it, `common` or `-`, and for types that",
        "# need the Objective-C runtime, Interface Builder or an Apple-only framework, what to use instead.",
        "# Written by hand after Apple's UIKit documentation (its symbol index); nested types are listed where apps",
        "# name them.",
        "# The file is read by scripts/audit-uikit-types.py; the counts come from scripts/count-uikit-type-usage.py.",
        "#",
        f"# How \"common\" is derived: {len(apps)} open-source iOS apps (Swift, UIKit-based, each repository's snapshot",
        "# below). In each app, the Swift files with an `import UIKit` line are read and the capitalised dotted names",
        "# in them collected once per app; the count is the number of apps in which the type's exact name occurs.",
        f"# `common` marks types named by at least a quarter of the apps ({threshold} of {len(apps)}). Types an app only",
        "# implies (`.normal`, inferred types) are not counted, so counts are lower bounds. Repositories above the",
        "# 500 MiB snapshot limit of the sampling tool (WordPress, Wikipedia, Firefox, Signal, Kickstarter,",
        "# Nextcloud, ProtonMail, Wire) could not be sampled, so the sample leans to small and mid-sized apps.",
        "#",
        "# Sample (repository, commit, Swift files importing UIKit):",
    ]
    header += [f"#   {name} {commit[:12]} {count}" for name, commit, count, _ in apps]
    header.append("#")
    header.append("# name\tgroup\tapps\tcommon\tinstead")
    out = []
    for row in rows:
        name, group = row[0], row[1]
        note = row[4] if len(row) > 4 else ''
        n = sum(1 for *_, names in apps if name in names)
        out.append('\t'.join([name, group, str(n), 'common' if n >= threshold else '-', note]).rstrip('\t'))
    with open(TYPES, 'w') as f:
        f.write('\n'.join(header + out) + '\n')
    print(f"{len(rows)} types, {sum(1 for l in out if l.split(chr(9))[3] == 'common')} common "
          f"(named in at least {threshold} of {len(apps)} apps)")


if __name__ == '__main__':
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])

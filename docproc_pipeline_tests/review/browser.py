"""Headless Chromium as the reviewer's-screen test and the bench scripts start it."""

# Flags that work as root in a container: no sandbox, no GPU, nothing reaching the network
# (without the background-networking flags Chromium's lookups are refused by a closed network).
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

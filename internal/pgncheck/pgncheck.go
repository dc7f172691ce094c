// Package pgncheck reads scoresheets with the PGN readers other programs
// use, for the tests: chess.js (1.4.0, which many web tools use), chessops
// (lichess's own, for Chess960) and pgn-extract. scripts/test installs
// them; a test that needs one that is missing is skipped with the reason.
package pgncheck

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// nodeModule is the folder of an npm module scripts/test installs: env
// names it, or ~/.cache/anna-test/node_modules/name. The test is skipped
// when node or the module is missing.
func nodeModule(t testing.TB, env, name string) (node, module string) {
	t.Helper()
	node, err := exec.LookPath("node")
	module = os.Getenv(env)
	if module == "" {
		home, _ := os.UserHomeDir()
		module = filepath.Join(home, ".cache", "anna-test", "node_modules", name)
	}
	if _, statErr := os.Stat(module); err != nil || statErr != nil {
		t.Skip("node or " + name + " is not installed (scripts/test installs them)")
	}
	return node, module
}

// run runs a node script; a failure fails the test with the scoresheet.
func run(t testing.TB, what, pgn string, cmd *exec.Cmd) string {
	t.Helper()
	out, err := cmd.CombinedOutput()
	if err != nil {
		data, _ := os.ReadFile(pgn)
		t.Fatalf("%s: %v\n%s\n%s", what, err, out, data)
	}
	return strings.TrimSpace(string(out))
}

// ChessJSMoves reads a scoresheet with chess.js and returns its moves in
// SAN.
func ChessJSMoves(t testing.TB, pgn string) string {
	t.Helper()
	node, module := nodeModule(t, "ANNA_CHESSJS", "chess.js")
	script := `const { Chess } = require(process.argv[1]); const c = new Chess();
c.loadPgn(require("fs").readFileSync(process.argv[2], "utf8")); console.log(c.history().join(" "));`
	return run(t, "chess.js", pgn, exec.Command(node, "-e", script, module, pgn))
}

// ChessJSHeader reads one tag of a scoresheet with chess.js.
func ChessJSHeader(t testing.TB, pgn, tag string) string {
	t.Helper()
	node, module := nodeModule(t, "ANNA_CHESSJS", "chess.js")
	script := `const { Chess } = require(process.argv[1]); const c = new Chess();
c.loadPgn(require("fs").readFileSync(process.argv[2], "utf8")); console.log(c.getHeaders()[process.argv[3]] ?? "");`
	return run(t, "chess.js", pgn, exec.Command(node, "-e", script, module, pgn, tag))
}

// ChessopsMoves replays a scoresheet with chessops: "Variant: moves |
// final FEN" for each game of the file.
func ChessopsMoves(t testing.TB, pgn string) string {
	t.Helper()
	node, module := nodeModule(t, "ANNA_CHESSOPS", "chessops")
	script := `const [mod, file] = process.argv.slice(1);
const { parsePgn, startingPosition } = await import(mod + "/dist/esm/pgn.js");
const { parseSan, makeSanAndPlay } = await import(mod + "/dist/esm/san.js");
const { makeFen } = await import(mod + "/dist/esm/fen.js");
const fs = await import("fs");
for (const g of parsePgn(fs.readFileSync(file, "utf8"))) {
  const pos = startingPosition(g.headers).unwrap();
  const sans = [];
  for (const node of g.moves.mainline()) {
    const move = parseSan(pos, node.san);
    if (!move) { console.log("illegal " + node.san + " in " + makeFen(pos.toSetup())); process.exit(1); }
    sans.push(makeSanAndPlay(pos, move));
  }
  console.log(g.headers.get("Variant") + ": " + sans.join(" ") + " | " + makeFen(pos.toSetup()));
}`
	return run(t, "chessops", pgn, exec.Command(node, "--input-type=module", "-e", script, module, pgn))
}

// PGNExtract is pgn-extract's path, or the test is skipped.
func PGNExtract(t testing.TB) string {
	t.Helper()
	for _, p := range []string{"pgn-extract", "/usr/games/pgn-extract"} {
		if tool, err := exec.LookPath(p); err == nil {
			return tool
		}
	}
	t.Skip("pgn-extract is not installed (scripts/test installs it)")
	return ""
}

package main

import (
	"strings"
	"testing"
)

// TestVersionFlag: the binary answers anna --version with one line on
// standard output and exit 0, in the language known first, whatever else
// the command line holds (anna join needs a host, but not to say this).
func TestVersionFlag(t *testing.T) {
	tests := []struct {
		env  []string
		args []string
		want string
	}{
		{nil, []string{"--version"}, "anna, a development version"},
		{[]string{"LANG=de_DE.UTF-8"}, []string{"--version"}, "anna, eine Entwicklungsversion"},
		{nil, []string{"join", "--version", "--lang", "sl"}, "anna, razvojna različica"},
	}
	for _, tt := range tests {
		out, errOut, code := runAnnaEnv(t, t.TempDir(), tt.env, "", tt.args...)
		// The test binary is built with go build in the clone (a commit and
		// its date) or without version control (neither): either form.
		if code != 0 || errOut != "" || !strings.HasPrefix(out, tt.want) || strings.Count(out, "\n") != 1 {
			t.Errorf("%v anna %q: exit %d, stdout %q, stderr %q; want exit 0 and one line starting %q", tt.env, tt.args, code, out, errOut, tt.want)
		}
	}
}

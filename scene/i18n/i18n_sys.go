//go:build !js

package i18n

import (
	"os"
)

// systemLang is the language the environment asks for: the first of
// LC_ALL, LC_MESSAGES and LANG that is set, as POSIX orders them.
func systemLang() string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := os.Getenv(v); s != "" {
			return LangOf(s)
		}
	}
	return "en"
}

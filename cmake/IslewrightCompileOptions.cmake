# SPDX-License-Identifier: GPL-3.0-or-later
# Project-wide warning and sanitizer settings, applied per target with isle_target_defaults().

function(isle_target_defaults target)
    target_compile_options(${target} PRIVATE
        -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
        -Woverloaded-virtual -Wconversion -Wsign-conversion -Wnull-dereference
        -Wimplicit-fallthrough -Wformat=2
        # Aggregates with default member initialisers are meant to be partially initialised.
        -Wno-missing-field-initializers)
    # GCC 12 reports a false -Wrestrict on `"x" + std::string` at -O2/-O3 (GCC bug 105329).
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
        target_compile_options(${target} PRIVATE -Wno-restrict)
    endif()
    # At -O3, -Wnull-dereference reports paths GCC invents inside nlohmann/json after inlining;
    # the -O1 test build keeps it (it found real double QPointer reads there).
    target_compile_options(${target} PRIVATE $<$<CONFIG:Release>:-Wno-null-dereference>)
    if(ISLE_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()

if(ISLE_SANITIZE)
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer
                        -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
endif()

# Qt-using targets: no implicit const char* -> QString conversions (user text goes through tr()).
function(isle_qt_target_defaults target)
    isle_target_defaults(${target})
    target_compile_definitions(${target} PRIVATE QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII
                                                 QT_NO_URL_CAST_FROM_STRING)
endfunction()
